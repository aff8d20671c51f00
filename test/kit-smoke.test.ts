import { describeSmoke } from '../harness/test/controls/suite.ts';

/**
 * What `npm test` plays of the kit tier (`npm run test:kit` plays all of it): the reference through a
 * * first answer, an event redelivered after its ACK and after a restart (SIGKILL) and five messages in
 * order — intake, dedupe, the store, the host, delivery — and a bot that dedupes nothing, which the
 * redelivery must fail in the host and delivery layers while the same bot without the flaw passes.
 */
describeSmoke({
  reference: [
    'basics/first-answer',
    'redelivery/after-ack',
    'redelivery/after-restart',
    'admission/fifo-private',
  ],
  control: 'no-dedupe.impl.json',
  scenario: 'redelivery/after-ack',
});
