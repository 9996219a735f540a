import { z } from 'zod/mini';
import { shopLimits as L } from '../../limits.js';
import { required } from '../fields.js';

/** How many of a product a line or a grant holds. */

export const quantity = z
  .pipe(required(z.number('Enter a whole number.')), z.int('Enter a whole number.'))
  .check(z.gte(1, 'At least 1.'))
  .check(z.lte(L.quantityMax, `At most ${L.quantityMax} at a time.`));
