import { z } from 'zod';
import { requiredOr } from '../fields.js';

/** A user named by an order route. */
export const Uid = z.uuid(requiredOr('Expected a user id.'));
/** An order named by an order route. */
export const RequestId = z.uuid(requiredOr('Expected an order id.'));
