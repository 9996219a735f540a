import type { PublishingService } from './publishing.service.js';

// What the jobs may use of publishing.

/** What the upload job calls: one run at a time per instance. */
export type PublishingJob = Pick<PublishingService, 'run' | 'readFigures'>;
