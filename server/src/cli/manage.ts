/**
 * Database and account tools:
 *   npm run db:migrate
 *   npm run db:seed                       (idempotent)
 *   npm run admin -- create EMAIL [PASSWORD]
 *   npm run admin -- reset-password EMAIL [PASSWORD]
 *   npm run admin -- remove-demo          (idempotent; the dashboard's 'Quitar contenido de ejemplo')
 * In the production image (no tsx): node server/dist/cli.js migrate|seed|create|reset-password|remove-demo.
 * A generated password is printed when none is given. On the embedded database each
 * command takes DATA_DIR's lock first (startup/dataDirLock.ts), so it refuses while the
 * server runs on that folder; on Postgres it runs beside the server.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { createStorage } from '../services/media';
import { generatePassword, isGuessablePassword, upsertUser } from '../services/auth';
import { createDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemoContent, removeDemoContent, type DemoContentReport } from '../services/seed';
import { createLogger } from '../logger';
import { lockDataDir } from '../startup/dataDirLock';
import { failureLine } from '../startup/failure';
import { keepNewFilesPrivate } from '../privateFiles';

/** How the owner runs this file: compiled in the image, through npm and tsx in a checkout. */
const invocation = fileURLToPath(import.meta.url).endsWith('.js') ? 'node server/dist/cli.js' : 'npm run admin --';
const COMMANDS = ['migrate', 'seed', 'create', 'reset-password', 'remove-demo'];

function printRemoval(report: DemoContentReport): void {
  console.log(
    `Demo content removed: ${report.articles} articles, ${report.guides} guides, ` +
      `${report.categories} categories, ${report.siteImages} pictures in the site settings.`,
  );
  for (const item of report.kept)
    console.log(
      `Kept (edited since it was seeded): ${item.contentType} ${item.id} "${item.title}"` +
        (item.hasExamplePaymentLink ? ' (its payment link is still the example one)' : ''),
    );
}

async function run(argv: string[]): Promise<void> {
  // A new embedded database, or the secret, written by a command is owner-only (privateFiles.ts).
  keepNewFilesPrivate();
  const [command, email, password] = argv;
  if (!command || !COMMANDS.includes(command))
    throw new Error(
      `Commands: ${invocation} migrate | seed | create EMAIL [PASSWORD] | reset-password EMAIL [PASSWORD] | remove-demo`,
    );
  if ((command === 'create' || command === 'reset-password') && !email)
    throw new Error(`Usage: ${invocation} ${command} EMAIL [PASSWORD]`);
  // The same refusal as her 'Cambiar contraseña' screen, before anything is opened.
  if (password && (await isGuessablePassword(password, { email: email! })))
    throw new Error(
      'That password is among the first a guesser tries (a leaked one, a common word or name with digits, a run, or the address). Choose a phrase of several words, or leave PASSWORD out for a random one.',
    );
  const config = loadConfig();
  const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir, { role: command });
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrateDatabase(database, config.rootDir, config.databaseUrl);
    switch (command) {
      case 'migrate':
        console.log('Migrations applied.');
        break;
      case 'seed': {
        const report = await seedDemoContent(database.db, createStorage(config));
        console.log('Seed complete (rows created):', report);
        break;
      }
      case 'remove-demo': {
        // The summary printed is the output; the service's own log line would only repeat it.
        const services = { db: database.db, storage: createStorage(config), logger: createLogger('warn') };
        printRemoval(await removeDemoContent(services));
        break;
      }
      default: {
        const secret = password ?? generatePassword();
        const { created } = await upsertUser(database.db, email!, secret, 'admin');
        console.log(
          `${created ? 'Created' : 'Updated'} admin ${email!.toLowerCase()}${password ? '' : ` with password: ${secret}`}`,
        );
      }
    }
  } finally {
    await database.close();
    lock?.release();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(failureLine(error));
  process.exit(1);
});
