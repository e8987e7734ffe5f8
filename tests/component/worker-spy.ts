// A window.Worker that notes the scripts started and counts the computer's
// questions ('decide') and answers ('action') and the workers ended, for the
// elements' tests of the computer player in a Web Worker: spyOnWorkers() in
// beforeEach, restore() in afterEach.
export interface WorkerSpy {
  started: string[];
  /** Workers ended (started.length - terminated: those still running). */
  terminated: number;
  asked: number;
  answered: number;
  restore(): void;
}

export function spyOnWorkers(): WorkerSpy {
  const Original = window.Worker;
  const spy: WorkerSpy = {
    started: [],
    terminated: 0,
    asked: 0,
    answered: 0,
    restore: () => (window.Worker = Original),
  };
  window.Worker = class extends Original {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      spy.started.push(String(url));
      this.addEventListener('message', (e) => {
        if ((e.data as { type?: string }).type === 'action') spy.answered++;
      });
    }
    override postMessage(message: unknown, transfer?: unknown): void {
      if ((message as { type?: string }).type === 'decide') spy.asked++;
      super.postMessage(message, transfer as Transferable[]);
    }
    override terminate(): void {
      spy.terminated++;
      super.terminate();
    }
  };
  return spy;
}
