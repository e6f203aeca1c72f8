// The home page's wall, loaded lazily; `/wall/:id` is loaded by the route table on its own.
export { Wall } from './LazyWall';
