#!/bin/sh
# Run by the nginx image's entrypoint before it fills the configuration template: the backend must be named.
if [ -z "${API_UPSTREAM:-}" ]; then
    echo "API_UPSTREAM is not set: run the image with -e API_UPSTREAM=http://<backend host>:<port>" >&2
    exit 1
fi
case "$API_UPSTREAM" in
    http://*|https://*) ;;
    *) echo "API_UPSTREAM must start with http:// or https:// (got: $API_UPSTREAM)" >&2; exit 1 ;;
esac
