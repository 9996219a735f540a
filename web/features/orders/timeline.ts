import {
  currentStep,
  revisionStatusRanks,
  statusRanks,
  type ProductStatus,
} from '../../../common/api/orders';

/** A step of the tracker: the opening of the order, or one of the flags of `ranks`. */
export type StepKey = 'requestOpened' | (typeof statusRanks)[number];

/** One step of the tracker as the Track tab draws it. */
export type TimelineStep = {
  key: StepKey;
  label: string;
  /** Who takes the step (docs/product.md §4), or null for the opening and the closing. */
  by: string | null;
  reached: boolean;
  /** Not reached, and never will be: the order closed without it. */
  skipped: boolean;
  /** When it was reached (ISO), null when not reached. */
  date: string | null;
  /** What the step says beyond its name: days asked, the answer, why it closed. */
  detail: string | null;
  current: boolean;
};

const days = (n: number) => `${n} more ${n === 1 ? 'day' : 'days'}`;

const answerDetail: Record<string, string> = {
  Accepted: 'Accepted',
  Declined: 'Declined',
  Expired: 'No answer within 24 hours: the original due time stands',
  Assigned: 'New staff member assigned',
};

/**
 * The tracker of docs/product.md §4: Request Opened; Request Activated (Staff); More Time Requested (Staff)
 * then its response (Partner); Pass Off Requested (Staff) then its response (Admin & New Staff);
 * Request Closed. A revision skips activation, more time and pass-off. The current step is the
 * last set flag of `ranks`, or the opening when none is set.
 */
export function timelineSteps(status: ProductStatus, isRevision: boolean): TimelineStep[] {
  const { flags, times } = status;
  const current: string = currentStep(status) ?? 'requestOpened';
  const ranks: readonly (typeof statusRanks)[number][] = isRevision
    ? revisionStatusRanks
    : statusRanks;

  const closed = flags.closedOn !== null;
  const describe = (
    key: (typeof statusRanks)[number],
  ): Omit<TimelineStep, 'key' | 'current' | 'skipped'> => {
    switch (key) {
      case 'requestActivated':
        return {
          label: 'Request Activated',
          by: 'Staff',
          reached: flags.requestActivated,
          date: times.requestActivated,
          detail: null,
        };
      case 'moreTimeSent':
        return {
          label: 'More Time Requested',
          by: 'Staff',
          reached: flags.moreTimeSent,
          date: times.moreTimeSent,
          detail:
            flags.moreTimeSent && flags.moreTimeDuration ? days(flags.moreTimeDuration) : null,
        };
      case 'moreTimeStatus':
        return {
          label: 'Response received',
          by: 'Partner',
          reached: flags.moreTimeStatus !== null,
          date: times.moreTimeStatus,
          detail: flags.moreTimeStatus ? (answerDetail[flags.moreTimeStatus] ?? null) : null,
        };
      case 'passOffSent':
        return {
          label: 'Pass Off Requested',
          by: 'Staff',
          reached: flags.passOffSent,
          date: times.passOffSent,
          detail: null,
        };
      case 'passOffStatus':
        return {
          label: 'Response received',
          by: 'Admin & New Staff',
          reached: flags.passOffStatus !== null,
          date: times.passOffStatus,
          detail: flags.passOffStatus
            ? [answerDetail[flags.passOffStatus], flags.newStaff].filter(Boolean).join(': ')
            : null,
        };
      case 'closedOn':
        return {
          label: 'Request Closed',
          by: null,
          reached: flags.closedOn !== null,
          date: times.closedOn ?? flags.closedOn,
          detail:
            flags.closeReason === 'Overdue'
              ? 'Overdue: not delivered by its due time'
              : flags.closeReason,
        };
    }
  };

  return [
    {
      key: 'requestOpened',
      label: 'Request Opened',
      by: null,
      reached: true,
      date: times.requestOpened,
      detail: null,
      current: current === 'requestOpened',
      skipped: false,
    },
    ...ranks.map((key) => {
      const step = describe(key);
      return { key, ...step, current: current === key, skipped: closed && !step.reached };
    }),
  ];
}
