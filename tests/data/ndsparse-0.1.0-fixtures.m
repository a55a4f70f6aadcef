## Copyright (C) 2026 The ndsparse developers
## SPDX-License-Identifier: GPL-3.0-or-later

## ndsparse-0.1.0-fixtures.m: how tests/data/ndsparse-0.1.0-*.sav were made, with the package
## at commit 0e1dfe2 (version 0.1.0, the old-style @ndsparse object): run from that checkout
## after make -C src.  tests/saveload.tst loads them in a fresh session.
addpath (genpath ("inst")); addpath ("src");
rand ("seed", 7);
T1 = ndsparse ([randi(4, 30, 3); 1 1 1; 1 1 1], [pi*10.^randi([-300 300], 30, 1); 0.1; 0.2], [4 4 5]);
L1 = ndsparse ([1 2 1; 3 1 2; 1 2 1], true, [3 2 2]);
E1 = ndsparse ([], [], [4 5 6]);
E2 = ndsparse ([], [], [3 0 2]);
T = ndsparse ([1 1 1; 2 3 1; 4 2 2; 3 3 2], [1; 2; 3; 4], [4 3 2]);
V1 = T(2:4, :, 2);
V2 = view (T, nd.newaxis (), nd.point (4), nd.interval (2, 3), ":");
P1 = T; P1(4, 3, 2) = 5; P1(1, 1, 1) = 0; P1(2, 2, 2) = 7;
B1 = ndsparse ([2^40+1 3 1; 1 1 2^33; 2^45 2 2^33], [1; 2; 3], [2^45 3 2^33]);
names = {"T1", "L1", "E1", "E2", "V1", "V2", "P1", "B1"};
expected = struct ();
for k = 1:numel (names)
  X = eval (names{k});
  [s, v] = find (X);
  expected.(names{k}) = struct ("subs", s, "vals", v, "size", size (X), "logical", islogical (X));
endfor
for f = {"text", "binary", "v7"}
  save (["-" f{1}], sprintf ("tests/data/ndsparse-0.1.0-%s.sav", f{1}), names{:}, "expected");
endfor
