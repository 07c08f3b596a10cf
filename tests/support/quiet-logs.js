// Jest setup: the functions' per-request info logs would drown the test output.
process.env.LOG_LEVEL = process.env.LOG_LEVEL || 'warn';
