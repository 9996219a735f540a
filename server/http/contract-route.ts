import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RouteContract } from '../../common/api/contract.js';
import { currentPrincipal, type TokenCheck } from '../auth/current-principal.js';
import type { Principal } from '../auth/tokens.js';
import { AppError } from '../errors.js';

type Infer<S> = S extends z.core.$ZodType ? z.infer<S> : undefined;

/** What a contract route's handler receives: the parsed path, body and query, and the caller. */
export type ContractInput<C extends RouteContract> = {
  params: Infer<C['params']>;
  body: Infer<C['body']>;
  query: Infer<C['query']>;
  principal: C['auth'] extends true ? Principal : Principal | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** The handler of one contract route: it answers what the contract's response schema says. */
export type ContractHandler<C extends RouteContract> = (
  input: ContractInput<C>,
) => Promise<Infer<C['response']>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Mounts one route of a common/ contract; the one way a feature mounts a route. */
    contract<C extends RouteContract>(contract: C, handler: ContractHandler<C>): void;
    /** The caller named by the request's access token; undefined without a valid one. */
    principalOf(request: FastifyRequest): Promise<Principal | undefined>;
  }
}

/**
 * Gives the app `app.contract(route, handler)` and `app.principalOf(request)`, both bound to the
 * token check (the signing key and the current-account lookup), so features mount routes without
 * carrying either around.
 */
export function installContractRoutes(app: FastifyInstance, tokens: TokenCheck): void {
  app.decorate('contract', function <
    C extends RouteContract,
  >(this: FastifyInstance, contract: C, handler: ContractHandler<C>) {
    mountContract(this, tokens, contract, handler);
  });
  app.decorate('principalOf', (request: FastifyRequest) => principalOf(request, tokens));
}

/**
 * Mounts one route of a common/ contract: the contract's schemas validate the path parameters,
 * the body, the query and the answer, and routes marked `auth` refuse a missing or invalid access
 * token with 401.
 */
function mountContract<C extends RouteContract>(
  app: FastifyInstance,
  tokens: TokenCheck,
  contract: C,
  handler: ContractHandler<C>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: {
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      response: { 200: contract.response },
    },
    handler: async (request, reply) => {
      const principal = await principalOf(request, tokens);
      if (contract.auth && !principal) throw new AppError('unauthorized');
      return handler({
        params: request.params as Infer<C['params']>,
        body: request.body as Infer<C['body']>,
        query: request.query as Infer<C['query']>,
        principal: principal as ContractInput<C>['principal'],
        request,
        reply,
      });
    },
  });
}

/**
 * The caller named by the request's `Authorization: Bearer` access token, as their account is now;
 * undefined without a valid token or when the account is gone.
 */
export async function principalOf(
  request: FastifyRequest,
  tokens: TokenCheck,
): Promise<Principal | undefined> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return currentPrincipal(tokens, header.slice('Bearer '.length).trim());
}
