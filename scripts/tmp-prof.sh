#!/bin/bash
# usage: tmp-prof.sh <path> [seconds]
set -e
cd /work/main
DB=postgres://postgres@127.0.0.1:5432/portal_test_875c54469c09
rm -rf /tmp/prof/out && mkdir -p /tmp/prof/out
NODE_ENV=production HOST=127.0.0.1 PORT=3999 DATABASE_URL=$DB DATA_DIR=/tmp/portal-bench AUTH_SECRET=bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz DEFAULT_TENANT=ota SEED_ON_START=false LOG_LEVEL=warn \
  node --cpu-prof --cpu-prof-dir=/tmp/prof/out --disable-proto=throw apps/server/dist/server.js > /tmp/prof/server.log 2>&1 &
PID=$!
for i in $(seq 1 60); do curl -sf http://127.0.0.1:3999/api/ready >/dev/null && break; sleep 0.5; done
TOKEN=$(curl -s -X POST http://127.0.0.1:3999/api/v1/auth/sign-in -H 'content-type: application/json' -d '{"email":"member@ota.example","password":"'"$DEMO_PW"'"}' | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).token))')
npx autocannon -c 32 -d ${2:-10} -H "authorization=Bearer $TOKEN" "http://127.0.0.1:3999$1" 2>&1 | grep -E "Req/Sec|requests in" 
kill -TERM $PID; wait $PID || true
node /tmp/prof/analyze.mjs /tmp/prof/out/*.cpuprofile
