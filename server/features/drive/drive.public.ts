// What other features and jobs may use of drive.
export type { DriveService } from './drive.service.js';
