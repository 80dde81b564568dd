import pg from 'pg'

/** Runs one statement on the server's maintenance connection (create or drop a database). */
export async function onServer(server: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
