import type { BasketItem, PricedLine } from '../../../common/api/payments.js';
import {
  findService,
  linePriceCents,
  unitPriceCents,
  type PricePlan,
} from '../../../common/pricing.js';
import { AppError } from '../../errors.js';

/** A basket priced line by line at the buyer's plan (never at any figure the browser sent). */
export function priceBasket(plan: PricePlan, basket: readonly BasketItem[]): PricedLine[] {
  return basket.map((item) => {
    const service = findService(plan, item.name);
    // The schema already refused unknown names; this guards a catalogue change in between.
    if (!service) throw new AppError('invalid_input', {}, { basket: 'Unknown item.' });
    return {
      name: service.name,
      args: [...item.args],
      quantity: item.quantity,
      unitCents: unitPriceCents(service, item.args),
      lineCents: linePriceCents(service, item.args, item.quantity),
    };
  });
}
