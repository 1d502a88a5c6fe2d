export * from './routes'
export * from './navigate'
export * from './jumps'
