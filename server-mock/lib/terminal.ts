// The web terminal's simulated shell (/ws/terminal/<id>): a prompt, line editing (backspace, Ctrl+C, Ctrl+L,
// Ctrl+D), and a few commands with believable output (echo, ls, pwd, whoami, hostname, date, uname, cat,
// stty size, tput, nvidia-smi, clear, help, exit); the size the client reports is what stty and tput answer. Messages are JSON both ways: the client sends {type:'input',data} and
// {type:'resize',cols,rows}; the shell answers {type:'output',data} and {type:'exit'} before it closes.

export interface ShellTarget {
  instanceId: string;
  instanceName: string;
  gpuModel: string;
  gpuCount: number;
  baseImage: string;
}

export interface ShellIO {
  output(data: string): void;
  exit(): void;
}

const GREEN = '\x1b[1;32m';
const BLUE = '\x1b[1;34m';
const RESET = '\x1b[0m';

const FILES: Record<string, string> = {
  'requirements.txt': 'torch==2.4.0\r\ntransformers==4.44.2\r\naccelerate==0.33.0\r\ndatasets==2.21.0\r\n',
  'train.py': 'import torch\r\nfrom transformers import AutoModelForCausalLM\r\n\r\nprint("training...")\r\n',
  'README.md': '# Workspace\r\n\r\nData lives in /root/data, outputs in /root/output.\r\n',
};
const DIRS = ['data', 'models', 'notebooks', 'output'];

function nvidiaSmi(t: ShellTarget, now: Date): string {
  const model = t.gpuModel.replace(/^NVIDIA /, '');
  const memTotal = /80GB/.test(model) ? 81920 : /48GB/.test(model) ? 49140 : 24564;
  const lines = [
    now.toUTCString(),
    '+-----------------------------------------------------------------------------------------+',
    '| NVIDIA-SMI 550.90.07              Driver Version: 550.90.07      CUDA Version: 12.4     |',
    '|-----------------------------------------+------------------------+----------------------+',
    '| GPU  Name                 Persistence-M | Bus-Id          Disp.A | Volatile Uncorr. ECC |',
    '| Fan  Temp   Perf          Pwr:Usage/Cap |           Memory-Usage | GPU-Util  Compute M. |',
    '|=========================================+========================+======================|',
  ];
  const count = Math.max(1, t.gpuCount);
  for (let i = 0; i < count; i++) {
    const used = Math.round(memTotal * (0.55 + 0.08 * i));
    const util = 60 + ((i * 7) % 30);
    lines.push(
      `| ${String(i).padEnd(3)} ${`NVIDIA ${model}`.slice(0, 24).padEnd(24)}       On  |   00000000:${(0x17 + i).toString(16).toUpperCase().padStart(2, '0')}:00.0 Off |                    0 |`,
      `| N/A   ${41 + i}C    P0            ${String(180 + i * 12).padStart(3)}W /  350W |  ${String(used).padStart(6)}MiB / ${String(memTotal).padStart(6)}MiB |     ${String(util).padStart(3)}%      Default |`,
      '+-----------------------------------------+------------------------+----------------------+',
    );
  }
  lines.push(
    '',
    '+-----------------------------------------------------------------------------------------+',
    '| Processes:                                                                              |',
    '|  GPU   GI   CI        PID   Type   Process name                              GPU Memory |',
    '|=========================================================================================|',
    '|    0   N/A  N/A      4121      C   python train.py                              18342MiB |',
    '+-----------------------------------------------------------------------------------------+',
  );
  return lines.join('\r\n') + '\r\n';
}

/** Splits a command line into words; quotes group words and are dropped. */
export function splitWords(line: string): string[] {
  const words: string[] = [];
  const re = /"([^"]*)"|'([^']*)'|(\S+)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line))) words.push(m[1] ?? m[2] ?? m[3]);
  return words;
}

export class SimulatedShell {
  private line = '';
  private cwd = '~';
  private closed = false;
  /** The terminal's size as the client last reported it (stty size, tput cols/lines answer it). */
  private size = { cols: 80, rows: 24 };
  /** Skips the rest of an escape sequence (arrow keys, ...). */
  private escape: 'none' | 'esc' | 'csi' = 'none';

  constructor(
    private readonly target: ShellTarget,
    private readonly io: ShellIO,
    private readonly clock: () => number = Date.now,
  ) {}

  get prompt(): string {
    return `${GREEN}root@${this.target.instanceId}${RESET}:${BLUE}${this.cwd}${RESET}# `;
  }

  start(): void {
    this.io.output(
      `Welcome to the AISpace web terminal: ${this.target.instanceName} (${this.target.instanceId})\r\n` +
        `GPUs: ${this.target.gpuCount} x ${this.target.gpuModel} | image: ${this.target.baseImage}\r\n` +
        `This is a simulated shell; type help for its commands.\r\n\r\n` +
        this.prompt,
    );
  }

  /** The client's terminal changed size (a {type:'resize'} message); nonsense sizes are ignored. */
  resize(cols: unknown, rows: unknown): void {
    const c = Number(cols);
    const r = Number(rows);
    if (Number.isInteger(c) && Number.isInteger(r) && c > 0 && r > 0 && c <= 1000 && r <= 1000)
      this.size = { cols: c, rows: r };
  }

  input(data: string): void {
    for (const ch of data) {
      if (this.closed) return;
      this.key(ch);
    }
  }

  private key(ch: string): void {
    if (this.escape === 'esc') {
      this.escape = ch === '[' || ch === 'O' ? 'csi' : 'none';
      return;
    }
    if (this.escape === 'csi') {
      if (/[@-~]/.test(ch)) this.escape = 'none';
      return;
    }
    switch (ch) {
      case '\x1b':
        this.escape = 'esc';
        return;
      case '\r':
      case '\n': {
        const command = this.line;
        this.line = '';
        this.io.output('\r\n');
        this.run(command.trim());
        if (!this.closed) this.io.output(this.prompt);
        return;
      }
      case '\x7f':
      case '\b':
        if (this.line) {
          this.line = [...this.line].slice(0, -1).join('');
          this.io.output('\b \b');
        }
        return;
      case '\x03':
        this.line = '';
        this.io.output(`^C\r\n${this.prompt}`);
        return;
      case '\x04':
        if (!this.line) this.exit();
        return;
      case '\x0c':
        this.io.output(`\x1b[2J\x1b[H${this.prompt}${this.line}`);
        return;
      case '\t':
        return;
      default:
        if (ch < ' ') return;
        this.line += ch;
        this.io.output(ch);
    }
  }

  private exit(): void {
    this.io.output('logout\r\n');
    this.closed = true;
    this.io.exit();
  }

  private run(command: string): void {
    if (!command) return;
    const [name, ...args] = splitWords(command);
    const out = (text: string) => this.io.output(text.endsWith('\r\n') || !text ? text : `${text}\r\n`);
    switch (name) {
      case 'echo':
        out(args.join(' '));
        return;
      case 'pwd':
        out(this.cwd === '~' ? '/root' : `/root/${this.cwd.slice(2)}`);
        return;
      case 'whoami':
        out('root');
        return;
      case 'hostname':
        out(this.target.instanceId);
        return;
      case 'date':
        out(new Date(this.clock()).toUTCString());
        return;
      case 'uname':
        out(
          args.includes('-a')
            ? `Linux ${this.target.instanceId} 5.15.0-119-generic #129-Ubuntu SMP x86_64 GNU/Linux`
            : 'Linux',
        );
        return;
      case 'ls':
        if (this.cwd !== '~') return;
        if (args.some((a) => a.startsWith('-') && a.includes('l'))) {
          out(
            [
              `total ${DIRS.length + Object.keys(FILES).length}`,
              ...DIRS.map((d) => `drwxr-xr-x 2 root root 4096 Jan 12 09:30 ${BLUE}${d}${RESET}`),
              ...Object.entries(FILES).map(
                ([f, c]) => `-rw-r--r-- 1 root root ${String(c.length).padStart(4)} Jan 12 09:30 ${f}`,
              ),
            ].join('\r\n'),
          );
        } else out([...DIRS.map((d) => `${BLUE}${d}${RESET}`), ...Object.keys(FILES)].join('  '));
        return;
      case 'cd': {
        const to = args[0] ?? '~';
        if (to === '~' || to === '/root' || to === '..') this.cwd = '~';
        else if (DIRS.includes(to.replace(/\/$/, ''))) this.cwd = `~/${to.replace(/\/$/, '')}`;
        else out(`bash: cd: ${to}: No such file or directory`);
        return;
      }
      case 'cat': {
        const file = args[0];
        if (!file) return;
        if (this.cwd === '~' && FILES[file]) out(FILES[file]);
        else out(`cat: ${file}: No such file or directory`);
        return;
      }
      case 'stty':
        if (args[0] === 'size') out(`${this.size.rows} ${this.size.cols}`);
        else out(`speed 38400 baud; rows ${this.size.rows}; columns ${this.size.cols}; line = 0;`);
        return;
      case 'tput':
        if (args[0] === 'cols') out(String(this.size.cols));
        else if (args[0] === 'lines') out(String(this.size.rows));
        else out(`tput: unknown terminfo capability '${args[0] ?? ''}'`);
        return;
      case 'nvidia-smi':
        out(nvidiaSmi(this.target, new Date(this.clock())));
        return;
      case 'clear':
        this.io.output('\x1b[2J\x1b[H');
        return;
      case 'help':
        out(
          'Commands: echo, ls [-l], cd, pwd, cat, whoami, hostname, date, uname [-a], stty size, tput cols|lines, nvidia-smi, clear, help, exit',
        );
        return;
      case 'exit':
      case 'logout':
        this.exit();
        return;
      default:
        out(`bash: ${name}: command not found`);
    }
  }
}
