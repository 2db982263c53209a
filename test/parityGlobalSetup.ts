import { DATA, hasSharedData } from './sharedData.js';

/** Fails `npm run test:parity` before any suite runs when `../shared` is not beside the checkout. */
export default function setup(): void {
  if (!hasSharedData()) {
    throw new Error(`npm run test:parity needs the real data at ${DATA} (../shared beside the checkout, as CI has it); it is not there. npm test runs everything the repository holds.`);
  }
}
