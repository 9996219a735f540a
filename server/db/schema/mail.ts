/** An e-mail waiting to be sent (a JSON MailMessage), and how its tries went. */
export interface MailOutboxTable {
  id: string;
  message: string;
  created_at: string;
  attempts: number;
  next_at: string;
  claimed_until: string | null;
  given_up_at: string | null;
  last_error: string | null;
}
