import { createS3Client, moveFilesToS3 } from './modules/files';
import { ConfigError, loadConfig, resolveUploadsDir } from './plugins/env';

/**
 * `npm run files:to-s3` (decision 070): the files under UPLOADS_DIR go to the bucket of the S3
 * settings (FILE_STORAGE=s3 with S3_BUCKET, S3_REGION and the keys, as the server reads them).
 * Prints what it did and answers the exit code: 0 when every file is in the bucket.
 */
export async function runFilesToS3(
  env: Record<string, string | undefined>,
  print: (line: string) => void,
): Promise<number> {
  const config = loadConfig(env);
  const settings = config.fileStorage;
  if (settings.kind !== 's3') {
    throw new ConfigError(
      'files:to-s3 writes to the bucket the server will use: set FILE_STORAGE=s3 with S3_BUCKET, S3_REGION, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and S3_ENDPOINT unless it is AWS S3).',
    );
  }
  const uploadsDir = resolveUploadsDir(config);
  const client = createS3Client(settings);
  try {
    print(`Copying the files under ${uploadsDir} to the bucket ${settings.bucket}…`);
    const report = await moveFilesToS3({
      uploadsDir,
      client,
      bucket: settings.bucket,
      progress: (done) => print(`  ${done} files…`),
    });
    for (const { key, error } of report.failed) {
      print(`  failed: ${key}: ${error}`);
    }
    print(
      `${report.found} files: ${report.copied} copied, ${report.skipped} already there, ${report.failed.length} failed; ${report.ignored.length} other names left alone.`,
    );
    if (report.failed.length > 0) {
      print('Run the command again: it skips what is already there and retries the rest.');
      return 1;
    }
    print(
      'Every file is in the bucket. Start the portal with these settings; the disk copies can go once it serves them.',
    );
    return 0;
  } finally {
    client.destroy();
  }
}
