/**
 * Backups, restores and their schedule. The service's public entry: other code imports it
 * through this file only (serviceZones() in eslint.config.js).
 */
export { backupJobs } from './backupJobs';
export { runScheduledBackup } from './backupSchedule';
export { checkBackupTarget, probeOffsiteTarget } from './backupTarget';
export { BACKUP_FORMAT, backupFileName, writeBackup } from './createBackup';
export { folderFailureCause } from './folderFailure';
export { restoreBackup } from './restoreBackup';
export { backupStatus } from './status';
export { readTarball, type TarEntry, tarWriter } from './tarball';
export { ADMIN_BACKUP_PATH, downloadBackup } from './throughServer';
export { FileWriteError, writeToFile } from './writeToFile';
