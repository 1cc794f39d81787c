import { db, migrate } from "../app/services/db/index.server";

const results = await migrate(db());
for (const result of results) console.log(`${result.status}: ${result.migrationName}`);
console.log(results.length === 0 ? "Database is up to date." : `Applied ${results.length} migration(s).`);
await db().destroy();
