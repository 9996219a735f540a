import { z } from 'zod/mini';
import { required } from '../fields.js';

/** A user named by an order route. */
export const Uid = required(z.uuid('Expected a user id.'));
/** An order named by an order route. */
export const RequestId = required(z.uuid('Expected an order id.'));
