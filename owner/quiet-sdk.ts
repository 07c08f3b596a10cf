// One line per problem on stderr: not the AWS SDK's multi-line notice about future Node.js versions.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
