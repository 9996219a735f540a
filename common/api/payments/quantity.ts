import { z } from 'zod';
import { shopLimits as L } from '../../limits.js';
import { required } from '../fields.js';

/** How many of a product a line or a grant holds. */

export const quantity = required(z.number('Enter a whole number.'))
  .int('Enter a whole number.')
  .min(1, 'At least 1.')
  .max(L.quantityMax, `At most ${L.quantityMax} at a time.`);
