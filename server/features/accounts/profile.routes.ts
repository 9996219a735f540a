import type { FastifyInstance } from 'fastify';
import {
  accountRoutes,
  AvatarParams,
  avatarImagePath,
  avatarMaxBytes,
  avatarTypes,
} from '../../../common/api/accounts.js';
import { AppError } from '../../errors.js';
import type { Services } from '../../services.js';

/** The profile routes (beyond the spec's §7): name, zone, work, e-mail and picture. */
export async function registerProfileRoutes(
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  const { profile } = services;

  app.contract(accountRoutes.updateProfile, ({ body, principal }) =>
    profile.updateProfile(principal, body),
  );
  app.contract(accountRoutes.updateWork, ({ body, principal }) =>
    profile.updateWork(principal, body),
  );
  app.contract(accountRoutes.changeEmail, async ({ body, principal }) => {
    await profile.requestEmailChange(principal, body);
    return { ok: true as const };
  });
  app.contract(accountRoutes.confirmEmail, ({ body, request }) =>
    profile.confirmEmailChange(body, request.ip),
  );
  app.contract(accountRoutes.removeAvatar, async ({ principal }) => {
    await profile.removeAvatar(principal);
    return { ok: true as const };
  });

  // The picture comes as its raw bytes, so this scope alone reads image bodies (up to the
  // avatar limit) instead of JSON; anything else is refused before a byte is decoded.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      [...avatarTypes],
      { parseAs: 'buffer', bodyLimit: avatarMaxBytes },
      (_request, body, done) => done(null, body),
    );
    scope.addContentTypeParser('*', (_request, _payload, done) =>
      done(new AppError('unsupported_file_type', { kind: 'image' })),
    );
    scope.contract(accountRoutes.uploadAvatar, ({ principal, request }) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return profile.setAvatar(principal, bytes);
    });
  });

  app.get(avatarImagePath, async (request, reply) => {
    const params = AvatarParams.safeParse(request.params);
    if (!params.success) throw new AppError('not_found');
    const stream = await profile.avatarBytes(params.data.uid, params.data.key);
    // The key changes with every upload, so one address always holds the same bytes.
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(stream);
  });
}
