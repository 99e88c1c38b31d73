// `npm run contract:verify -- --base-url URL [options]`: the contract verification kit (scripts/contract-kit/kit.ts)
// against any server. Progress on stderr, a table at the end, a JSON report, exit code 1 on any failure.
import fs from 'node:fs';
import path from 'node:path';
import { formatReport, MOCK_DEFAULTS, runContractKit, type KitAccount, type KitOptions } from './contract-kit/kit';

const HELP = `Contract verification kit: every operation of openapi.yaml against a server.

Usage: npm run contract:verify -- --base-url URL [options]
       node_modules/.bin/tsx scripts/contract-verify.ts --base-url URL [options]

Options (each also as an environment variable):
  --base-url URL            the server (CONTRACT_BASE_URL), e.g. http://localhost:3001
  --owner EMAIL:PASSWORD    Super Admin of the organisation (CONTRACT_OWNER; default ${MOCK_DEFAULTS.accounts.owner.email})
  --admin EMAIL:PASSWORD    Admin of it (CONTRACT_ADMIN; default ${MOCK_DEFAULTS.accounts.admin.email})
  --member EMAIL:PASSWORD   Basic Member of it and of no other organisation (CONTRACT_MEMBER; default ${MOCK_DEFAULTS.accounts.member.email})
  --outsider EMAIL:PASSWORD a user in no organisation (CONTRACT_OUTSIDER; default ${MOCK_DEFAULTS.accounts.outsider.email})
  --org UGROUPADDR          the organisation's ugroupAddr (CONTRACT_ORG; default ${MOCK_DEFAULTS.org})
  --foreign-org UGROUPADDR  an organisation the member is not in (CONTRACT_FOREIGN_ORG; default ${MOCK_DEFAULTS.foreignOrg})
  --invitation-code CODE    a pending invitation of the organisation for an email none of the accounts has
                            (CONTRACT_INVITATION_CODE; default ${MOCK_DEFAULTS.invitationCode}; "" skips its checks)
  --email-code CODE         an email verification code the server accepts (CONTRACT_EMAIL_CODE; default
                            ${MOCK_DEFAULTS.emailCode}; "" skips the checks needing one)
  --spec FILE               the contract (default openapi.yaml)
  --only REGEXP             only operations whose operationId matches
  --report FILE             the JSON report (CONTRACT_REPORT; default contract-verify-report.json)
  --timeout-ms N            per request (default 15000)
  --help                    this text

The kit writes: run it against a test environment with these accounts, never against production data.
Passwords on the command line are visible to other local users; prefer the environment variables.
`;

interface Args {
  options: KitOptions;
  report: string;
  help: boolean;
}

function account(value: string, flag: string): KitAccount {
  const i = value.indexOf(':');
  if (i <= 0) throw new Error(`${flag} needs EMAIL:PASSWORD`);
  return { email: value.slice(0, i), password: value.slice(i + 1) };
}

export function parseArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): Args {
  const d = MOCK_DEFAULTS;
  const opt = (name: string, fallback: string): string => env[name] ?? fallback;
  const options: KitOptions = {
    baseUrl: opt('CONTRACT_BASE_URL', ''),
    accounts: {
      owner: env.CONTRACT_OWNER ? account(env.CONTRACT_OWNER, 'CONTRACT_OWNER') : { ...d.accounts.owner },
      admin: env.CONTRACT_ADMIN ? account(env.CONTRACT_ADMIN, 'CONTRACT_ADMIN') : { ...d.accounts.admin },
      member: env.CONTRACT_MEMBER ? account(env.CONTRACT_MEMBER, 'CONTRACT_MEMBER') : { ...d.accounts.member },
      outsider: env.CONTRACT_OUTSIDER
        ? account(env.CONTRACT_OUTSIDER, 'CONTRACT_OUTSIDER')
        : { ...d.accounts.outsider },
    },
    org: opt('CONTRACT_ORG', d.org),
    foreignOrg: opt('CONTRACT_FOREIGN_ORG', d.foreignOrg),
    invitationCode: opt('CONTRACT_INVITATION_CODE', d.invitationCode) || undefined,
    emailCode: opt('CONTRACT_EMAIL_CODE', d.emailCode) || undefined,
  };
  let report = opt('CONTRACT_REPORT', 'contract-verify-report.json');
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const eq = a.indexOf('=');
    const flag = eq > 0 && a.startsWith('--') ? a.slice(0, eq) : a;
    const inline = eq > 0 && a.startsWith('--') ? a.slice(eq + 1) : undefined;
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--help':
      case '-h':
        help = true;
        break;
      case '--base-url':
        options.baseUrl = value();
        break;
      case '--owner':
      case '--admin':
      case '--member':
      case '--outsider':
        options.accounts[flag.slice(2) as keyof KitOptions['accounts']] = account(value(), flag);
        break;
      case '--org':
        options.org = value();
        break;
      case '--foreign-org':
        options.foreignOrg = value();
        break;
      case '--invitation-code':
        options.invitationCode = value() || undefined;
        break;
      case '--email-code':
        options.emailCode = value() || undefined;
        break;
      case '--spec':
        options.specFile = path.resolve(value());
        break;
      case '--only':
        options.only = new RegExp(value());
        break;
      case '--report':
        report = value();
        break;
      case '--timeout-ms':
        options.timeoutMs = Number(value());
        if (!Number.isFinite(options.timeoutMs) || options.timeoutMs <= 0)
          throw new Error('--timeout-ms needs a number');
        break;
      default:
        throw new Error(`Unknown option ${a} (see --help)`);
    }
  }
  if (!help && !/^https?:\/\//.test(options.baseUrl)) throw new Error('--base-url http(s)://host:port is required');
  return { options, report, help };
}

async function main(): Promise<void> {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(String((e as Error).message));
    process.exit(2);
  }
  if (args.help) {
    process.stdout.write(HELP);
    return;
  }
  const tty = process.stderr.isTTY;
  let last = '';
  let lastPhase = '';
  const report = await runContractKit({
    ...args.options,
    progress: (line) => {
      last = line;
      if (tty) process.stderr.write(`\r\x1b[2K[contract:verify] ${line}`);
      else {
        // one line per phase when the output is not a terminal (CI logs)
        const phase = line.split(' ').slice(0, -7).join(' ');
        if (phase !== lastPhase) {
          lastPhase = phase;
          process.stderr.write(`[contract:verify] ${line}\n`);
        }
      }
    },
  });
  if (tty && last) process.stderr.write('\n');
  fs.mkdirSync(path.dirname(path.resolve(args.report)), { recursive: true });
  fs.writeFileSync(args.report, `${JSON.stringify(report, null, 2)}\n`);
  console.log(formatReport(report));
  console.log(`Report: ${path.resolve(args.report)}`);
  process.exitCode = report.totals.failed ? 1 : 0;
}

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
