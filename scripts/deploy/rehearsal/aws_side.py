"""The deploy rehearsal's Python side (scripts/deploy/rehearse.ts runs it with moto's Python).

  bucket-deployment ASSET_DIR   runs aws-cdk-lib's own BucketDeployment handler (the asset's index.py)
                                on the event read from stdin, against the emulator the environment
                                names (AWS_ENDPOINT_URL), as Lambda would; prints its answer.
  inventory BUCKET              every object of BUCKET with its Cache-Control and Content-Type.

The handler runs unchanged except for what only Lambda has: the AWS CLI of its layer (here the one on
PATH), its CloudWatch log stream, and CloudFront (moto has none: the invalidation is recorded, not sent).
"""
import json
import shutil
import subprocess
import sys

MARK = "REHEARSAL-RESULT "


def bucket_deployment(asset_dir):
    sys.path.insert(0, asset_dir)
    import index  # aws-cdk-lib's handler, as bundled into the asset

    aws = shutil.which("aws")
    if not aws:
        raise SystemExit("the AWS CLI (aws) is not on PATH: it comes with moto's Python (pip install awscli)")
    invalidations = []

    def aws_command(*args):
        # Lambda's layer CLI, here the machine's; its output goes to stderr, stdout carries the answer.
        subprocess.check_call([aws] + list(args), stdout=sys.stderr)

    def cloudfront_invalidate(distribution_id, paths, wait):
        invalidations.append({"distributionId": distribution_id, "paths": paths})

    def cfn_send(event, context, responseStatus, responseData={}, physicalResourceId=None, noEcho=False, reason=None):
        # The handler's own signature; the answer goes to stdout, the rehearsal passes it to CloudFormation.
        print(MARK + json.dumps({
            "Status": responseStatus,
            "Reason": reason or "",
            "PhysicalResourceId": physicalResourceId or context.log_stream_name,
            "Data": responseData,
            "invalidations": invalidations,
        }), flush=True)

    index.aws_command = aws_command
    index.cloudfront_invalidate = cloudfront_invalidate
    index.cfn_send = cfn_send

    class Context:
        log_stream_name = "rehearsal"

    index.handler(json.load(sys.stdin), Context())


def inventory(bucket):
    import boto3

    s3 = boto3.client("s3")
    objects = []
    for page in s3.get_paginator("list_objects_v2").paginate(Bucket=bucket):
        for item in page.get("Contents", []):
            head = s3.head_object(Bucket=bucket, Key=item["Key"])
            objects.append({
                "key": item["Key"],
                "cacheControl": head.get("CacheControl"),
                "contentType": head.get("ContentType"),
            })
    print(MARK + json.dumps(objects), flush=True)


if __name__ == "__main__":
    mode, argument = sys.argv[1], sys.argv[2]
    {"bucket-deployment": bucket_deployment, "inventory": inventory}[mode](argument)
