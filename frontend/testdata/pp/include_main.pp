in_part "testdata/pp/sub/part.hlsli" 3
after 42
