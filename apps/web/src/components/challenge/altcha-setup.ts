// Loaded only when the server asks for a challenge, so the widget never weighs on a first visit.
// The "external" build ships no inline workers (our CSP allows workers from our own origin only);
// its one algorithm's worker is bundled here as a file of its own.
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/ar';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
