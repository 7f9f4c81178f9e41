// The one way widgets read nanostores (works with React 19 and preact/compat alike).
export { useStore } from '@nanostores/react';
