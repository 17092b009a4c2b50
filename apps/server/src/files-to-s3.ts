import { loadConfig } from './config.js';
import { LocalFileStorage } from './modules/files/file-storage.js';
import { copyToObjectStorage } from './modules/files/files-to-object-storage.js';
import { S3FileStorage } from './modules/files/s3-file-storage.js';

// `npm run files:to-s3`: copies the upload directory (UPLOAD_DIR, default <DATA_DIR>/uploads)
// into the bucket of the S3_* settings, then prints the counts. Safe to run again
// (docs/deploy.md, "Object storage").
async function main() {
  const config = loadConfig();
  if (!config.uploads.s3) {
    console.error('files:to-s3: set S3_BUCKET (and the other S3_* settings) to the bucket to copy into');
    process.exit(1);
  }
  const local = new LocalFileStorage(config.uploads.dir);
  const bucket = new S3FileStorage(config.uploads.s3);
  console.log(`Copying ${local.root} into bucket ${bucket.bucket}${config.uploads.s3.endpoint ? ` at ${config.uploads.s3.endpoint}` : ''}`);
  try {
    const counts = await copyToObjectStorage(local, bucket, (key, action) => {
      if (action === 'copied') console.log(`  copied ${key}`);
    });
    console.log(`Copied ${counts.copied} files (${counts.bytes} bytes); ${counts.present} already in the bucket; ${counts.ignored.length} ignored`);
    for (const name of counts.ignored) console.log(`  ignored ${name} (not a stored file)`);
  } finally {
    await bucket.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
