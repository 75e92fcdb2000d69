-- Write loads: POST /api/orders or POST /api/products/{id}/exports, spread over the given product
-- ids, counting 2xx answers exactly so that bench/run.py can check each one is in the database.
--   wrk ... -s write.lua URL -- orders|exports ID,ID,...
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  mode = args[1]
  ids = {}
  for id in string.gmatch(args[2] or "", "%d+") do
    ids[#ids + 1] = id
  end
  if #ids == 0 or (mode ~= "orders" and mode ~= "exports") then
    error("usage: -- orders|exports ID,ID,...")
  end
  ok = 0
  refused = 0
  sent = 0
  wrk.headers["Content-Type"] = "application/json"
  -- what a browser on the site's page says; the server refuses a write with neither this nor Origin
  wrk.headers["Sec-Fetch-Site"] = "same-origin"
  math.randomseed(os.time() + #threads * 7919)
end

local destinations = { "London, UK", "Zurich, Switzerland", "Paris, France", "Dubai, UAE", "Mumbai, India" }

function request()
  sent = sent + 1
  local id = ids[math.random(#ids)]
  local destination = destinations[sent % #destinations + 1]
  if mode == "orders" then
    local body = string.format(
      '{"productId":%s,"quantity":1,"customerName":"Benchmark buyer %d","customerEmail":"buyer%d@example.com",' ..
      '"destination":"%s","notes":"Load test order"}', id, sent, sent % 97, destination)
    return wrk.format("POST", "/api/orders", nil, body)
  end
  local body = string.format('{"quantity":1,"destination":"%s"}', destination)
  return wrk.format("POST", "/api/products/" .. id .. "/exports", nil, body)
end

function response(status, headers, body)
  if status >= 200 and status < 300 then
    ok = ok + 1
  else
    refused = refused + 1
    if refused <= 3 then
      io.stderr:write("write.lua: status " .. status .. ": " .. string.sub(body or "", 1, 200) .. "\n")
    end
  end
end

function done(summary, latency, requests)
  local total_ok, total_refused = 0, 0
  for _, thread in ipairs(threads) do
    total_ok = total_ok + thread:get("ok")
    total_refused = total_refused + thread:get("refused")
  end
  local e = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"durationUs":%d,"ok":%d,"refused":%d,"connectErrors":%d,"readErrors":%d,' ..
    '"writeErrors":%d,"timeouts":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d}\n',
    summary.requests, summary.duration, total_ok, total_refused, e.connect, e.read, e.write, e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max))
end
