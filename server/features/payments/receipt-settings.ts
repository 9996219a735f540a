import type { Config } from '../../config.js';

/** The seller and the tax rule a receipt prints, read from the configuration once. */
export type ReceiptSettings = {
  seller: { name: string; address: string[] };
  /** Null when no rate is configured: the receipt then has no tax line. */
  tax: { label: string; ratePercent: number } | null;
};

/** Receipt settings from AGENCY_NAME, AGENCY_ADDRESS (lines split at `|`), TAX_RATE_PERCENT, TAX_LABEL. */
export function receiptSettings(
  config: Pick<Config, 'AGENCY_NAME' | 'AGENCY_ADDRESS' | 'TAX_RATE_PERCENT' | 'TAX_LABEL'>,
): ReceiptSettings {
  return {
    seller: {
      name: config.AGENCY_NAME,
      address: (config.AGENCY_ADDRESS ?? '')
        .split('|')
        .map((line) => line.trim())
        .filter(Boolean),
    },
    tax:
      config.TAX_RATE_PERCENT === undefined
        ? null
        : { label: config.TAX_LABEL, ratePercent: config.TAX_RATE_PERCENT },
  };
}

/**
 * The tax inside a tax-inclusive total, rounded half up to the cent: the shop's prices are what
 * the Partner pays, so the tax is carved out of the total rather than added on top.
 */
export function includedTaxCents(totalCents: number, ratePercent: number): number {
  return Math.round((totalCents * ratePercent) / (100 + ratePercent));
}
