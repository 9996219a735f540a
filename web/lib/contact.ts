/** The address users write to for help and feedback. */
export const supportEmail = 'support@crewcast.example';
