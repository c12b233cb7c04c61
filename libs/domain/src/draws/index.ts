export * from './provably-fair';
