import { startS3Server } from '../server/test/s3-server.js';

// The local S3 server in a process of its own, so that neither the bench's reference client nor
// the app shares a thread with it. Prints the S3_ settings as one JSON line; stops on SIGTERM.

const s3 = await startS3Server('crewcast-bench');
process.stdout.write(`${JSON.stringify(s3.env)}\n`);
process.once('SIGTERM', () => {
  void s3.close().then(() => process.exit(0));
});
