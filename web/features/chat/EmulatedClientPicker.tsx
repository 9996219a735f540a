import { UserPicker } from '../../components/UserPicker';
import styles from './Chat.module.css';

type EmulatedClientPickerProps = {
  /** The client being emulated, or null. */
  value: string | null;
  /** Their name, when known, so the choice shows without looking it up. */
  valueName: string | null;
  onChange: (uid: string | null) => void;
};

/**
 * The Admin's 'Emulated Client' selector (docs/product.md §2, §6): find a client (Partner or
 * Affiliate) by typing part of their username, then chat as them: their contacts, their history,
 * messages written for them. One search-as-you-type picker, so it stays usable with thousands of
 * clients; clearing it goes back to chatting as oneself.
 */
export function EmulatedClientPicker({ value, valueName, onChange }: EmulatedClientPickerProps) {
  return (
    <div className={styles.emulation}>
      <UserPicker
        label="Emulated Client"
        template="clients"
        whitelists={[{ db: 'users', column: 'AccountType', values: ['Partner', 'Affiliate'] }]}
        value={value}
        valueName={valueName}
        onChange={(row) => onChange(row?.Id ?? null)}
        hint={
          value
            ? 'Messages you write now are sent for this client and kept in the audit log.'
            : undefined
        }
      />
    </div>
  );
}
