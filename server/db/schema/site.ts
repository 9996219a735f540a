export interface CompanyStatsTable {
  id: string;
  list_name: string;
  key: string;
  value: number;
  unit: string;
  position: number;
  updated_at: string;
  updated_by: string | null;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  topic: string;
  message: string;
  created_at: string;
  emailed_at: string | null;
  /** When an Admin marked it answered, and who; null while it waits in the Support inbox. */
  handled_at: string | null;
  handled_by: string | null;
}
