/**
 * Online backups of the embedded PostgreSQL cluster (docs/ops/README.md "Backups"), with
 * PostgreSQL's own low-level base backup API, while the server keeps serving:
 *
 * 1. a temporary physical replication slot keeps the WAL from now on (no checkpoint may recycle
 *    a segment the backup needs), then `pg_backup_start` (a checkpoint; its redo point is where
 *    recovery will start);
 * 2. every file of the cluster is copied into a gzipped tar as it is at that moment — pages
 *    changed meanwhile are repaired by replaying the WAL (full-page writes), a file that shrinks
 *    is padded, one that vanished is skipped (its removal is in the WAL);
 * 3. `pg_backup_stop` writes the end-of-backup record, switches to a new WAL segment and hands
 *    back the `backup_label`, which goes into the archive;
 * 4. the WAL segments from the start to the stop go into the archive's `pg_wal/`.
 *
 * Started on the restored folder, PostgreSQL finds the `backup_label`, replays that WAL and is
 * consistent at the end of the backup: every transaction committed before `pg_backup_start`
 * returned is there. The archive also holds `DATA_DIR/files` (local uploads) and
 * `DATA_DIR/secrets.key` (the key of the stored store tokens), so a restore is a whole DATA_DIR.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import * as tar from 'tar-stream';
import { clusterOwner, startEmbeddedPostgres } from './embedded';

export interface BackupFile {
  name: string;
  size: number;
  created_at: string;
}

/** Where a DATA_DIR keeps its backups. */
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

const NAME = /^papered-(\d{8}T\d{6}(?:\d{3})?Z)\.tar\.gz$/;
const CHUNK = 1 << 20;

/** Files and folders of a running cluster that a backup leaves out (their folders are kept, empty), as pg_basebackup does. */
const EMPTIED = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'backup_manifest', 'current_logfiles']);

/** The backups of a DATA_DIR, newest first. */
export function listBackups(dataDir: string): BackupFile[] {
  const dir = backupsDir(dataDir);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => NAME.test(name))
    .map((name) => {
      const stat = fs.statSync(path.join(dir, name));
      return { name, size: stat.size, created_at: stat.mtime.toISOString() };
    })
    .sort((a, b) => (a.name < b.name ? 1 : -1));
}

/** The path of one backup, or undefined for a name that is not one of them (no path tricks). */
export function backupPath(dataDir: string, name: string): string | undefined {
  if (!NAME.test(name)) return undefined;
  const file = path.join(backupsDir(dataDir), name);
  return fs.existsSync(file) ? file : undefined;
}

async function addFile(pack: tar.Pack, name: string, file: string): Promise<void> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return; // dropped meanwhile: the WAL removes it anyway
    throw err;
  }
  try {
    const stat = await handle.stat();
    const size = stat.size;
    let done: () => void = () => {};
    let failed: (err: Error) => void = () => {};
    const written = new Promise<void>((resolve, reject) => ((done = resolve), (failed = reject)));
    const sink = pack.entry({ name, size, mode: stat.mode & 0o777, mtime: stat.mtime }, (err) => (err ? failed(err) : done()));
    let offset = 0;
    while (offset < size) {
      const buffer = Buffer.alloc(Math.min(CHUNK, size - offset));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
      // A file that shrank while read (a truncated table) is padded: WAL replay truncates it again.
      const chunk = bytesRead === 0 ? buffer : buffer.subarray(0, bytesRead);
      offset += chunk.length;
      if (!sink.write(chunk)) await once(sink, 'drain');
    }
    sink.end(undefined); // streamx: end with no last chunk
    await written;
  } finally {
    await handle.close();
  }
}

/** Adds a folder's files under `prefix`, recursively; `skip(relative)` leaves out files and says which folders to keep empty. */
async function addTree(
  pack: tar.Pack,
  root: string,
  prefix: string,
  decide: (relative: string, isDir: boolean) => 'add' | 'skip' | 'empty' = () => 'add',
  relative = '',
): Promise<void> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(path.join(root, relative), { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const entry of entries) {
    const rel = relative ? `${relative}/${entry.name}` : entry.name;
    const full = path.join(root, rel);
    if (entry.isDirectory()) {
      const what = decide(rel, true);
      if (what === 'skip') continue;
      pack.entry({ name: `${prefix}${rel}/`, type: 'directory', mode: 0o700 });
      if (what === 'add') await addTree(pack, root, prefix, decide, rel);
    } else if (entry.isFile() && decide(rel, false) === 'add') {
      await addFile(pack, `${prefix}${rel}`, full);
    }
  }
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('.', '');

const running = new Map<string, Promise<BackupFile>>();

/**
 * Takes a backup of the embedded cluster of `dataDir`, reached as its superuser at `url`, into
 * `DATA_DIR/backups/papered-<time>.tar.gz`, and keeps the newest `keep`. One at a time per
 * DATA_DIR in a process: a second call meanwhile gets the running one's result.
 */
export function takeBackup(options: { dataDir: string; url: string; keep?: number }): Promise<BackupFile> {
  const key = path.resolve(options.dataDir);
  let backup = running.get(key);
  if (!backup) {
    backup = backUp(options).finally(() => running.delete(key));
    running.set(key, backup);
  }
  return backup;
}

async function backUp({ dataDir, url, keep = 7 }: { dataDir: string; url: string; keep?: number }): Promise<BackupFile> {
  const pgdata = path.join(dataDir, 'postgres');
  const dir = backupsDir(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const createdAt = new Date();
  const name = `papered-${stamp(createdAt)}.tar.gz`;
  const partial = path.join(dir, `.${name}.partial`);
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, options: '-c statement_timeout=0' });
  client.on('error', () => {});
  await client.connect();
  const pack = tar.pack();
  const out = fs.createWriteStream(partial, { mode: 0o600 });
  const writing = pipeline(pack, zlib.createGzip({ level: 6 }), out);
  writing.catch(() => {});
  try {
    const slot = `papered_backup_${process.pid}_${Date.now()}`;
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [slot]);
    const started = await client.query<{ lsn: string; file: string; timeline: string; version: string }>(
      `SELECT lsn::text, pg_walfile_name(lsn) AS file, current_setting('server_version') AS version
         FROM pg_backup_start($1, true) AS lsn`,
      [name],
    );
    const start = started.rows[0];
    const manifest = { format: 1, created_at: createdAt.toISOString(), start_lsn: start.lsn, postgres: start.version };
    pack.entry({ name: 'papered-backup.json' }, JSON.stringify(manifest, null, 2));
    pack.entry({ name: 'postgres/', type: 'directory', mode: 0o700 });
    await addTree(pack, pgdata, 'postgres/', (rel, isDir) => {
      const top = rel.split('/')[0];
      if (EMPTIED.has(top)) return isDir && rel === top ? 'empty' : 'skip';
      if (!isDir && (SKIPPED.has(rel) || rel.startsWith('.s.PGSQL.'))) return 'skip';
      if (rel.split('/').some((part) => part.startsWith('pgsql_tmp'))) return 'skip';
      return 'add';
    });
    const stopped = await client.query<{ lsn: string; file: string; labelfile: string; spcmapfile: string }>(
      `SELECT lsn::text, pg_walfile_name(lsn) AS file, labelfile, spcmapfile FROM pg_backup_stop(false)`,
    );
    const stop = stopped.rows[0];
    pack.entry({ name: 'postgres/backup_label', mode: 0o600 }, stop.labelfile);
    if (stop.spcmapfile) pack.entry({ name: 'postgres/tablespace_map', mode: 0o600 }, stop.spcmapfile);
    // The WAL from the start to the end of the backup (and the timeline histories), held by the slot.
    const timeline = start.file.slice(0, 8);
    const wal = path.join(pgdata, 'pg_wal');
    for (const file of fs.readdirSync(wal).sort()) {
      const segment = /^[0-9A-F]{24}$/.test(file) && file.startsWith(timeline) && file >= start.file && file <= stop.file;
      if (segment || file.endsWith('.history')) await addFile(pack, `postgres/pg_wal/${file}`, path.join(wal, file));
    }
    const secrets = path.join(dataDir, 'secrets.key');
    if (fs.existsSync(secrets)) await addFile(pack, 'secrets.key', secrets);
    await addTree(pack, path.join(dataDir, 'files'), 'files/');
    pack.finalize();
    await writing;
    const file = path.join(dir, name);
    fs.renameSync(partial, file);
    prune(dataDir, keep);
    return { name, size: fs.statSync(file).size, created_at: createdAt.toISOString() };
  } catch (err) {
    pack.destroy(err as Error);
    await writing.catch(() => {});
    fs.rmSync(partial, { force: true });
    // A backup left started is ended when its session closes; the temporary slot is dropped with it.
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Keeps the newest `keep` backups of a DATA_DIR (and removes partial files of interrupted ones but the running one's). */
function prune(dataDir: string, keep: number) {
  for (const old of listBackups(dataDir).slice(Math.max(1, keep))) fs.rmSync(path.join(backupsDir(dataDir), old.name), { force: true });
}

/** Whether a folder is missing or empty. */
function isEmptyDir(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/**
 * Restores a backup into a fresh (missing or empty) DATA_DIR, then starts PostgreSQL on it once:
 * it replays the backup's WAL and stops consistent, so the next start is an ordinary one.
 * Refuses a DATA_DIR that holds anything.
 */
export async function restoreBackup(archive: string, dataDir: string): Promise<{ files: number }> {
  if (!isEmptyDir(dataDir)) throw new Error(`${dataDir} is not empty: restore into a new, empty DATA_DIR`);
  if (!fs.statSync(archive).isFile()) throw new Error(`${archive} is not a file`);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const root = path.resolve(dataDir);
  let files = 0;
  let sawLabel = false;
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(archive), zlib.createGunzip(), extract);
  reading.catch(() => {});
  for await (const entry of extract) {
    const { name, type, mode } = entry.header;
    const target = path.resolve(root, name);
    const allowed = name === 'secrets.key' || name.startsWith('postgres/') || name.startsWith('files/');
    if (!allowed || !target.startsWith(root + path.sep) || name.split('/').includes('..')) {
      entry.resume();
      continue;
    }
    if (type === 'directory') {
      fs.mkdirSync(target, { recursive: true, mode: 0o700 });
      entry.resume();
    } else if (type === 'file') {
      fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      await pipeline(entry, fs.createWriteStream(target, { mode: (mode ?? 0o600) & 0o700 }));
      files++;
      if (name === 'postgres/backup_label') sawLabel = true;
    } else entry.resume();
  }
  await reading;
  const pgdata = path.join(root, 'postgres');
  if (!sawLabel || !fs.existsSync(path.join(pgdata, 'PG_VERSION')))
    throw new Error(`${archive} is not a Papered backup (no cluster and backup_label in it)`);
  fs.chmodSync(pgdata, 0o700);
  const owner = await clusterOwner();
  if (owner.uid !== undefined) chownTree(pgdata, owner.uid, owner.gid!);
  // Recovery: replays the WAL to the end of the backup (it fails, saying so, when some is missing).
  const cluster = await startEmbeddedPostgres({ dataDir: root });
  await cluster.stop();
  return { files };
}

function chownTree(dir: string, uid: number, gid: number) {
  fs.chownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, uid, gid);
    else fs.chownSync(full, uid, gid);
  }
}
