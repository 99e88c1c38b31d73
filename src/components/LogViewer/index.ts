// The log viewer's light part (types, sources): screens build a source with these and load the viewer itself
// (./LogViewer) with React.lazy, so its code and libraries stay out of every first load.
export * from './types';
export { localLogSource, useEndpointLogSource } from './source';
