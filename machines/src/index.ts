export * from './events/envelope.js';
