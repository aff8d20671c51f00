// The clock seam is the runtime's: the reference keeps its name for wall-clock time.
export { type Clock, wallClock as systemClock } from '../../runtime/src/index.ts';
