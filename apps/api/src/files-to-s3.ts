import { runFilesToS3 } from './files-to-s3-command';
import { ConfigError } from './plugins/env';

/** `npm run files:to-s3`: built beside server.js (build.mjs), run once when moving to S3. */
runFilesToS3(process.env, (line) => console.log(line))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
