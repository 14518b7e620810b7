export { usStateAt } from './us-state-at';
