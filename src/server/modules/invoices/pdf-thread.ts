import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Invoice } from '../../../shared/contracts/orders';
import { renderInvoicePdf } from './invoice-pdf';

/*
 * Invoice PDFs rendered on a thread of their own. A receipt's PDF is about 5 ms of CPU without a
 * pause; rendered on the event loop, every answer due in those milliseconds waits, and in a drop
 * the first hundred sales render a hundred PDFs while two thousand shoppers wait for their answer.
 * On its own thread it waits for nothing and delays nothing. One thread, started on first use,
 * kept (unref'd) for the next; should it fail to start or die, PDFs are rendered here as before.
 */

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

type Reply = { id: number; pdf: Uint8Array } | { id: number; error: string };

/**
 * Started in the thread: loads the renderer from `workerData.module` (TypeScript through tsx when
 * run from source) and answers each request.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = workerData.typescript
  ? import('tsx/esm/api').then(({ tsImport }) => tsImport(workerData.module, workerData.module))
  : import(workerData.module);
loaded.then(({ renderInvoicePdf }) => {
  parentPort.on('message', ({ id, invoice }) => {
    renderInvoicePdf(invoice).then(
      (pdf) => parentPort.postMessage({ id, pdf }),
      (error) => parentPort.postMessage({ id, error: String(error && error.message || error) }),
    );
  });
});
`;

/**
 * Where the renderer's module is: beside this one when run from source, or the bundle's
 * `invoice-pdf.js` beside `main.js` (scripts/build-server.mjs builds it as an entry of its own).
 * Source needs TypeScript in the thread, which the same loader as the server's (tsx) gives it.
 */
function rendererModule(): RendererModule | undefined {
  const fromSource = new URL('./invoice-pdf.ts', import.meta.url);
  if (existsSync(fileURLToPath(fromSource))) return { url: fromSource, typescript: true };
  const bundled = new URL('./invoice-pdf.js', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return { url: bundled, typescript: false };
  return undefined;
}

interface RendererModule {
  url: URL;
  typescript: boolean;
}

export interface PdfThread {
  render(invoice: Invoice): Promise<Buffer>;
  /** Ends the thread (the next render starts another). */
  close(): Promise<void>;
}

/**
 * A renderer on its own thread. `onFallback` hears once why PDFs are rendered on the event loop
 * instead (the thread could not start, or died). `module` is where the thread loads the renderer
 * from (found beside the server; given by a test).
 */
export function createPdfThread(
  onFallback: (reason: string) => void = () => {},
  module: RendererModule | undefined = rendererModule(),
): PdfThread {
  let worker: Worker | undefined;
  let failed = false;
  let nextId = 0;
  const pending = new Map<number, Pending & { invoice: Invoice }>();

  // Whatever was sent to a thread that is gone is rendered here, so no receipt is lost with it.
  const renderPendingHere = () => {
    const waiting = [...pending.values()];
    pending.clear();
    for (const request of waiting) {
      renderInvoicePdf(request.invoice).then(request.resolve, request.reject);
    }
  };
  const fallBack = (reason: string) => {
    if (!failed) onFallback(reason);
    failed = true;
    worker = undefined;
    renderPendingHere();
  };

  const start = (): Worker | undefined => {
    if (failed) return undefined;
    if (worker) return worker;
    if (!module) {
      fallBack('the renderer module was not found beside the server');
      return undefined;
    }
    const started = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { module: module.url.href, typescript: module.typescript },
    });
    started.unref();
    started.on('message', (reply: Reply) => {
      const request = pending.get(reply.id);
      if (!request) return;
      pending.delete(reply.id);
      if ('error' in reply) request.reject(new Error(reply.error));
      else
        request.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
    });
    started.on('error', (error) => {
      if (worker === started) fallBack(`the PDF thread failed: ${error.message}`);
    });
    started.on('exit', (code) => {
      if (worker === started && code !== 0) fallBack(`the PDF thread exited with code ${code}`);
      else if (worker === started) worker = undefined;
    });
    worker = started;
    return started;
  };

  return {
    render(invoice) {
      const thread = start();
      if (!thread) return renderInvoicePdf(invoice);
      return new Promise<Buffer>((resolve, reject) => {
        nextId += 1;
        pending.set(nextId, { resolve, reject, invoice });
        thread.postMessage({ id: nextId, invoice });
      });
    },
    async close() {
      const running = worker;
      worker = undefined;
      if (running) await running.terminate();
      renderPendingHere();
    },
  };
}
