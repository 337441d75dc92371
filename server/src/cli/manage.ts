/**
 * Database and account tools:
 *   npm run db:migrate
 *   npm run db:seed                       (idempotent)
 *   npm run admin -- create EMAIL [PASSWORD]
 *   npm run admin -- reset-password EMAIL [PASSWORD]
 *   npm run admin -- remove-demo          (idempotent; the dashboard's 'Quitar contenido de ejemplo')
 * A generated password is printed when none is given.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { createStorage } from '../services/media/createStorage';
import { generatePassword, upsertUser } from '../services/auth/accounts';
import { createDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemoContent } from '../services/seed/demoContent';
import { removeDemoContent } from '../services/seed/removeDemo';
import { createLogger } from '../logger';

async function run(argv: string[]): Promise<void> {
  const [command, email, password] = argv;
  const config = loadConfig();
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
      case 'create':
      case 'reset-password': {
        if (!email) throw new Error(`Usage: npm run admin -- ${command} EMAIL [PASSWORD]`);
        const secret = password ?? generatePassword();
        const { created } = await upsertUser(database.db, email, secret, 'admin');
        console.log(
          `${created ? 'Created' : 'Updated'} admin ${email.toLowerCase()}${password ? '' : ` with password: ${secret}`}`,
        );
        break;
      }
      case 'remove-demo': {
        // The summary below is the output; the service's own log line would only repeat it.
        const logger = createLogger('warn');
        const report = await removeDemoContent({ db: database.db, storage: createStorage(config), logger });
        console.log(
          `Demo content removed: ${report.articles} articles, ${report.guides} guides, ` +
            `${report.categories} categories, ${report.siteImages} pictures in the site settings.`,
        );
        for (const item of report.kept)
          console.log(
            `Kept (edited since it was seeded): ${item.contentType} ${item.id} "${item.title}"` +
              (item.hasExamplePaymentLink ? ' (its payment link is still the example one)' : ''),
          );
        break;
      }
      default:
        throw new Error(
          'Commands: migrate | seed | create EMAIL [PASSWORD] | reset-password EMAIL [PASSWORD] | remove-demo',
        );
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
