import {
  describeError,
  errorCatalogue,
  type ErrorBody,
  type ErrorCode,
  type ErrorParams,
} from '../common/errors.js';

/** An expected failure: a catalogue code, its placeholders and optional per-field messages. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    readonly fieldErrors?: Record<string, string>,
    readonly status: number = errorCatalogue[code].status,
  ) {
    super(describeError(code, params).message);
  }

  /** The JSON body every error answer carries. */
  toBody(): ErrorBody {
    const { message, link } = describeError(this.code, this.params);
    return {
      error: {
        code: this.code,
        message,
        ...(link ? { link } : {}),
        ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}),
      },
    };
  }
}
