import { LABS, type LabDefinition } from '../labs/registry';
import { ShareMenu } from './ShareMenu';

interface Props {
  lab: LabDefinition<object>;
  /** the link to share (the scenario and the shell's flags, presentation mode and lecture off) */
  link: string;
  exportJson: () => void;
  importFile: (f: File) => void;
  toggleLecture: () => void;
  present: boolean;
  togglePresent: () => void;
  theme: 'light' | 'dark';
  toggleTheme: () => void;
  openHelp: () => void;
}

/** The shell's header: the lab's title, the switcher, share / import / export, modes and help. */
export function TopBar(p: Props) {
  return (
    <header className="topbar">
      <h1>
        <span className="brand">AIMD Lab</span>
        <span className="lab-title">{p.lab.title}</span>
      </h1>
      <nav className="labs" aria-label="Labs">
        {LABS.map((l) => (
          <a key={l.id} href={`?lab=${l.id}`} aria-current={l.id === p.lab.id ? 'page' : undefined}>
            {l.title}
          </a>
        ))}
        <a
          href="?atlas=000"
          data-testid="shell.atlas"
          title="Every figure and table of the five papers"
        >
          Papers
        </a>
      </nav>
      {/* the service worker's messages (ServiceWorkerPrompt): here, they never cover a chart */}
      <div className="topbar-status" data-status-slot="" />
      <div className="topbar-actions">
        <ShareMenu
          link={p.link}
          exportJson={p.exportJson}
          importFile={p.importFile}
          toggleLecture={p.toggleLecture}
        />
        <button
          type="button"
          data-testid="shell.present"
          onClick={p.togglePresent}
          aria-pressed={p.present}
          title="Presentation mode (p)"
        >
          {p.present ? 'Exit presentation' : 'Present'}
        </button>
        <button
          type="button"
          data-testid="shell.theme"
          onClick={p.toggleTheme}
          title="Light / dark (t)"
        >
          {p.theme === 'dark' ? 'Light' : 'Dark'}
        </button>
        <button
          type="button"
          data-testid="shell.help"
          onClick={p.openHelp}
          aria-label="Keyboard shortcuts"
          title="Keyboard shortcuts (?)"
        >
          ?
        </button>
      </div>
    </header>
  );
}
