// Runs s3rver (a local S3-compatible server) for tests, in its own process: s3rver's dependencies touch
// `__proto__`, which the test processes forbid (--disable-proto=throw, as production). Arguments: the
// folder and the bucket. Prints `port=N` once listening; stops on SIGTERM.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`port=${port}\n`);
process.on('SIGTERM', () => {
  server.close().then(() => process.exit(0));
});
