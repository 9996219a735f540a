import {
  flagLabel,
  isImportant,
  type FlagName,
  type ProductFlags,
} from '../../../common/api/orders';

/** Who looks at the alerts: importance depends on it (docs/product.md §4). */
export type AlertViewer = { accountType: string; name?: string };

/** One alert of an order card: a set flag, its label, what it says, and whether it needs action. */
export type OrderAlert = {
  name: FlagName;
  /** The flag name split into words (docs/product.md §4). */
  label: string;
  value: string | null;
  /** What a chip reads: the step in plain words with its value ('More time: accepted'). */
  text: string;
  important: boolean;
};

const chipNames: Record<(typeof alertFlags)[number], string> = {
  requestActivated: 'Work started',
  moreTimeSent: 'More time asked',
  moreTimeStatus: 'More time',
  passOffSent: 'Pass-off asked',
  passOffStatus: 'Pass-off',
  newStaff: 'New staff',
  closedOn: 'Closed',
};

const closeWords = { Fulfilled: 'delivered', Overdue: 'overdue' } as const;

/** A chip's words: the step and, when it has one, its value in lower case ('More time: accepted'). */
function chipText(name: (typeof alertFlags)[number], flags: ProductFlags, value: string | null) {
  if (value === null) return chipNames[name];
  if (name === 'closedOn' && flags.closeReason)
    return `${chipNames.closedOn}: ${closeWords[flags.closeReason]}`;
  if (name === 'newStaff') return `${chipNames.newStaff}: ${value}`;
  return `${chipNames[name]}: ${value.toLowerCase()}`;
}

// The flags shown as alerts, in tracker order. moreTimeDuration and closeReason are not alerts of
// their own: they say more about moreTimeSent and closedOn.
const alertFlags = [
  'requestActivated',
  'moreTimeSent',
  'moreTimeStatus',
  'passOffSent',
  'passOffStatus',
  'newStaff',
  'closedOn',
] as const satisfies readonly FlagName[];

function valueOf(name: (typeof alertFlags)[number], flags: ProductFlags): string | null {
  switch (name) {
    case 'moreTimeSent':
      return flags.moreTimeDuration
        ? `${flags.moreTimeDuration} ${flags.moreTimeDuration === 1 ? 'day' : 'days'}`
        : null;
    case 'moreTimeStatus':
      return flags.moreTimeStatus;
    case 'passOffStatus':
      return flags.passOffStatus;
    case 'newStaff':
      return flags.newStaff;
    case 'closedOn':
      return flags.closeReason;
    default:
      return null;
  }
}

/** The set flags of an order as alerts, labelled by their split names. */
export function alertsOf(flags: ProductFlags, viewer: AlertViewer): OrderAlert[] {
  return alertFlags
    .filter((name) => {
      const value = flags[name];
      return value !== null && value !== false;
    })
    .map((name) => {
      const value = valueOf(name, flags);
      return {
        name,
        label: flagLabel(name),
        value,
        text: chipText(name, flags, value),
        important: isImportant(name, flags, viewer),
      };
    });
}

/** docs/product.md §4: an order card is highlighted when any of its alerts is important. */
export function isHighlighted(flags: ProductFlags, viewer: AlertViewer): boolean {
  return alertsOf(flags, viewer).some((alert) => alert.important);
}
